/** What an action of the detail does with its outcome: the screen shows the server's refusal once, on top. */
export interface SuiviAction {
  onError: (error: unknown) => void;
  onSuccess: () => void;
}
