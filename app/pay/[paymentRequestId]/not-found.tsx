import { NotFoundNotice } from "@/components/pay/pay-ui";

export default function PayRequestNotFound() {
  return <NotFoundNotice />;
}
