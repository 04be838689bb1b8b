import { registerFieldTypeUi } from './define';

export default registerFieldTypeUi({
  type: 'text',
  settings: {
    text: { placeholder: true, maxLength: true },
    mobile: { placeholder: true },
    multi: { options: true },
    major: { note: '选项为招生计划勾选的招生专业（未勾选时为学校全部专业）；录取时默认第一个意向专业' },
  },
});
