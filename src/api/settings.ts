// The SPEC §2 settings as the app started with them (the config bootstrap.tsx loads and keeps in
// the cache), for a screen that hides what a setting hides.
import { useQuery } from '@tanstack/react-query';
import { isOn, type SettingKey } from '../domain/settings';
import { configQuery } from './queries';

/** Whether `key` is on; off while no config is known. Never fetches: the app's start already did. */
export function useSettingOn(key: SettingKey): boolean {
  const config = useQuery({ ...configQuery(), enabled: false }).data;
  return config ? isOn(config.settings, key) : false;
}
