import { observer } from 'mobx-react-lite';
import { SelectSheet } from '@ui/kit/select-sheet';
import type { RegistrationVm } from './registration.vm';

/** The SelectInput tag's sheet: the identity document types the template offers (spec section 2.5). */
export const DocumentTypeSheet = observer(function DocumentTypeSheet({ vm }: { vm: RegistrationVm }) {
  return (
    <SelectSheet
      visible={vm.typeSheetProp !== null}
      options={vm.typeOptions}
      defaultIndex={vm.typeSheetIndex}
      title="请选择证件类型"
      onClose={vm.chooseType}
    />
  );
});
