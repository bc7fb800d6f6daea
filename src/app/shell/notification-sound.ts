/** SPEC §2: a sound plays on notification; failures (autoplay blocked, no audio) are ignored. */
export function playNotificationSound(): void {
  try {
    const audio = new Audio('/notification.wav');
    void audio.play().catch(() => {});
  } catch {
    // no audio support
  }
}
