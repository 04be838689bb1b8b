import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { OnFirstOpen } from '@ui/kit/on-first-open/on-first-open';
import type { RegistrationVm } from './registration.vm';

// Issue 28: the sheet (antd-mobile ActionSheet and its popup) loads on the tag's first tap.
const SelectSheet = lazy(() =>
  import('@ui/kit/select-sheet/select-sheet').then((m) => ({ default: m.SelectSheet })),
);

/** The SelectInput tag's sheet: the identity document types the template offers (spec section 2.5). */
export const DocumentTypeSheet = observer(function DocumentTypeSheet({ vm }: { vm: RegistrationVm }) {
  const open = vm.typeSheetProp !== null;
  return (
    <OnFirstOpen open={open}>
      <SelectSheet
        visible={open}
        options={vm.typeOptions}
        defaultIndex={vm.typeSheetIndex}
        title="请选择证件类型"
        onClose={vm.chooseType}
      />
    </OnFirstOpen>
  );
});
