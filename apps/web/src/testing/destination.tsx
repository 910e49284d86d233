import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';

function Destination() {
  return <p>Page {useLocation().pathname}</p>;
}

/** `ui` at '/', and any other path answering « Page {path} », so a test sees where a dialog navigated. */
export const avecDestination = (ui: ReactElement) => (
  <Routes>
    <Route path="/" element={ui} />
    <Route path="*" element={<Destination />} />
  </Routes>
);
