// The CMS routes itself: the kit asks for a screen with a cancelable `lib-navigate` event (its
// default would set location.hash); this page cancels it and says where the kit wanted to go.
document.addEventListener('lib-navigate', (event) => {
  event.preventDefault();
  const note = document.getElementById('cms-route');
  if (note) note.textContent = `The kit asked for ${event.detail.path}; this page stays here.`;
});
