import { useRef, useState } from 'react';

/**
 * The comment of a decision and its one rule: a refusal says why (decision 088). `pretPour`
 * answers whether the decision may leave; a refusal without a comment points at the field instead.
 */
export function useCommentaireDecision() {
  const [commentaire, setCommentaire] = useState('');
  const [manquant, setManquant] = useState(false);
  const champRef = useRef<HTMLInputElement>(null);
  const pretPour = (accepter: boolean): boolean => {
    if (accepter || commentaire.trim() !== '') return true;
    setManquant(true);
    // After the render that may have just shown the field.
    setTimeout(() => champRef.current?.focus());
    return false;
  };
  return { commentaire, setCommentaire, manquant, champRef, pretPour };
}
