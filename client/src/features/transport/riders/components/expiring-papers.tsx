/** The transport dashboard's "Expiring soon" list (issue 18 §2; being built by the riders slice). */
export function ExpiringPapers() {
  return null;
}
