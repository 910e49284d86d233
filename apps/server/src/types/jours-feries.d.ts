declare module '@socialgouv/jours-feries' {
  export default function joursFeries(annee: number, options?: { alsace?: boolean }): Record<string, Date>;
}
