import { siteWorkerUrl } from '#shared/site-worker.ts';

// What makes the site installable and readable offline (docs/decisions/032-installable-and-offline.md):
// the head's tags, rendered by root.tsx on both sides like the rest of the page, and the worker's
// script, which the server entry (entry.server.tsx) alone writes, so it is in no browser bundle.

/**
 * The web app manifest, the home-screen icon iOS reads, and the colour of the installed site's
 * title bar (the navbar's carbon, in both themes), in the root's <head>.
 */
export function InstallableSiteTags() {
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <meta name="theme-color" content="#15151e" />
    </>
  );
}

/** The id of the notice the worker puts at the top of a page it answers from its copies (scripts/service-worker.ts). */
const offlineCopyId = 'offline-copy';

/**
 * The page's script for the site's worker, which React writes at the end of the page's shell: it
 * runs before and without the app's modules. It:
 * - registers the site's worker once the page has loaded;
 * - the first time the worker takes the page over, asks it to keep the page and the files the page
 *   loaded before it (Workbox's `CACHE_URLS` message; the worker decides what it keeps), and each
 *   page reached by a link after that, which arrives as data, not as a document the worker sees;
 * - on an offline copy, or with the device offline, lets links load whole documents, which the
 *   worker answers from its copies, instead of the data requests the app would make.
 */
export const workerScript = `(function(){var c=navigator.serviceWorker;if(!c)return;var o=location.origin;function keep(u){var w=c.controller;if(w)w.postMessage({type:'CACHE_URLS',payload:{urlsToCache:u}})}if(!c.controller)c.addEventListener('controllerchange',function(){keep([location.href].concat(performance.getEntriesByType('resource').map(function(e){return e.name}).filter(function(u){return u.indexOf(o+'/')===0})))},{once:true});if(window.navigation)navigation.addEventListener('navigatesuccess',function(){keep([location.href])});addEventListener('click',function(e){if(navigator.onLine&&!document.getElementById(${JSON.stringify(offlineCopyId)}))return;var a=e.target.closest&&e.target.closest('a[href]');if(a&&a.origin===o&&!a.target)e.stopPropagation()},true);addEventListener('load',function(){c.register(${JSON.stringify(siteWorkerUrl)}).catch(function(){})})})()`;
