import { createContext, useContext } from 'react';
import type { DocumentAssets } from '../model/boot.ts';

const AssetsContext = createContext<DocumentAssets>({ entry: '', app: '', preload: [], navigation: [], styles: [] });

export const AssetsProvider = AssetsContext.Provider;
export const useAssets = () => useContext(AssetsContext);
