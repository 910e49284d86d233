/** Rows of several employees, by employee, each list in the rows' order. */
export function grouperParEmploye<R extends { employeId: number }>(rows: readonly R[]): Map<number, R[]> {
  const parEmploye = new Map<number, R[]>();
  for (const r of rows) {
    const liste = parEmploye.get(r.employeId) ?? [];
    parEmploye.set(r.employeId, liste);
    liste.push(r);
  }
  return parEmploye;
}
