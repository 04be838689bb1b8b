import { observer } from 'mobx-react-lite';
import { useViewModel } from '@ui/di';
import { BasicSection } from './basic-section';
import { IntegrationsSection } from './integrations-section';
import { LinksSection } from './links-section';
import { MajorsSection } from './majors-section';
import { ParentLinkSection } from './parent-link-section';
import { SectionedPage } from './sectioned-page';
import { SECTIONS, SettingsVm } from './settings.vm';
import { SwitchesSection } from './switches-section';
import { TextsSection } from './texts-section';

/** The section list: 家长入口 (read only, nothing to save) first, then the sections saved one by one. */
const NAV = [{ key: 'entry', label: '家长入口' }, ...SECTIONS];

/** 学校设置 (学校管理员): one form per section; on a desktop a section list beside them. */
export const SettingsPage = observer(function SettingsPage() {
  const vm = useViewModel(SettingsVm);
  return (
    <SectionedPage
      vm={vm}
      title="学校设置"
      titleId="settings-title"
      navLabel="设置分区"
      sections={NAV}
      idPrefix="settings"
    >
      <ParentLinkSection url={vm.saved?.parentEntryUrl} schoolName={vm.saved?.basic.schoolName ?? ''} />
      <BasicSection vm={vm} />
      <LinksSection vm={vm} />
      <TextsSection vm={vm} />
      <SwitchesSection vm={vm} />
      <MajorsSection vm={vm} />
      <IntegrationsSection vm={vm} />
    </SectionedPage>
  );
});
