// Inside the admin, whether the open page was taken over by someone else while it was open here (the
// lease's renewal said so: src/editor/api/useLease.ts): the server's words, else undefined. LeaseGate
// provides it; PageEditor then keeps its unsaved edits as the author's own draft.
import { createContext } from 'react';

export const LeaseTaken = createContext<string | undefined>(undefined);
