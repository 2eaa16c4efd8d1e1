/** Whom to call about an order: the name, and the mobile number as a link a phone dials. */
export function CustomerContact({ fullName, mobileNumber }: { fullName: string; mobileNumber: string }) {
  return (
    <>
      {fullName}
      <a className="d-block text-nowrap" href={`tel:${mobileNumber.replace(/[^\d+]/g, '')}`}>
        {mobileNumber}
      </a>
    </>
  );
}
