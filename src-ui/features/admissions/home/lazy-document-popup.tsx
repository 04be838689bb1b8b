import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import type { HomeVm } from './home.vm';

// The popup (antd Popup, its animation library, DOMPurify, the file list) loads on the first tap on an item.
const DocumentPopup = lazy(() => import('./document-popup').then((m) => ({ default: m.DocumentPopup })));

/** Mounts the document popup once a document was first opened, and keeps it mounted after. */
export const LazyDocumentPopup = observer(function LazyDocumentPopup({ vm }: { vm: HomeVm }) {
  const [wanted, setWanted] = useState(false);
  const open = vm.docLoading || vm.doc !== null || vm.docError !== null;
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DocumentPopup vm={vm} />
    </Suspense>
  );
});
