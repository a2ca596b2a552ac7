// The product's logo and name at the top of a repayment page.
export function ProductLine({ logo, name }: { logo: string; name: string }) {
  return (
    <div className="pay-product">
      {logo && <img src={logo} alt="" width={28} height={28} />}
      <span>{name}</span>
    </div>
  );
}
