type Ecouteur = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in for XMLHttpRequest that sends through `fetch`, so the tests' `mockFetch` answers
 * uploads too. It reports the upload in two steps (half, then all) before the answer arrives.
 */
export class XhrParFetch {
  status = 0;
  statusText = '';
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly upload: { onprogress: Ecouteur; onload: Ecouteur } = { onprogress: null, onload: null };
  private methode = 'GET';
  private url = '';
  private readonly entetes = new Headers();

  open(methode: string, url: string) {
    this.methode = methode;
    this.url = url;
  }

  setRequestHeader(nom: string, valeur: string) {
    this.entetes.set(nom, valeur);
  }

  send(corps: FormData) {
    const progression = (loaded: number) => new ProgressEvent('progress', { lengthComputable: true, loaded, total: 2 });
    this.upload.onprogress?.(progression(1));
    this.upload.onprogress?.(progression(2));
    this.upload.onload?.(progression(2));
    fetch(this.url, { method: this.methode, headers: this.entetes, body: corps }).then(
      async (reponse) => {
        this.status = reponse.status;
        this.statusText = reponse.statusText;
        this.responseText = await reponse.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}
