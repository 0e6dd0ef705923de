-- The first seed's app-download links named packages that were never shipped (/download/arena.apk,
-- /download/arena.ipa): a site still on that exact seed value keeps its download section (the web app
-- is installable) but offers no store buttons that lead nowhere. A value an operator set is left alone.
update site_config
   set value = '{"version": "1.1.0"}'::jsonb, updated_at = now()
 where key = 'appDownload'
   and value = '{"ios": "/download/arena.ipa", "android": "/download/arena.apk", "version": "1.1.0"}'::jsonb;
