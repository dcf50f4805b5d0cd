"use client";

import { useWallet } from "@solana/wallet-adapter-react";
import { type FormEvent, useCallback, useState } from "react";
import { toast } from "sonner";
import { useSession } from "@/components/shell/session-context";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { errorMessage, QueryView } from "@/components/ui/query-error";
import { ConnectWalletButton } from "@/components/wallet/connect-wallet-button";
import {
  type Member,
  type MemberRole,
  useAddMember,
  useChangeRole,
  useMembers,
  useRemoveMember,
} from "./members-data-access";
import { MemberTable, RoleSelect, type RowControls } from "./members-ui";

/**
 * Invites a wallet by address, or the wallet connected in this browser (how an admin key makes the first member):
 * it joins when it signs in with that wallet, within seven days.
 */
function AddMemberForm() {
  const add = useAddMember();
  const { publicKey } = useWallet();
  const [address, setAddress] = useState("");
  const [role, setRole] = useState<MemberRole>("viewer");

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const member = await add.mutateAsync({ address: address.trim(), role });
      toast.success(`Invited ${member.address} as ${member.role}: it joins when it signs in`);
      setAddress("");
    } catch {
      // The error shows in the form.
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="member-address">Wallet address</Label>
        <Input
          id="member-address"
          required
          maxLength={44}
          autoComplete="off"
          placeholder="The member's Solana wallet address"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ConnectWalletButton />
        {publicKey ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => setAddress(publicKey.toBase58())}>
            Use my connected wallet
          </Button>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="member-role">Role</Label>
        <RoleSelect id="member-role" value={role} onChange={setRole} />
      </div>
      <ErrorLine error={add.error} />
      <Button type="submit" disabled={add.isPending || address.trim() === ""}>
        {add.isPending ? "Inviting…" : "Invite member"}
      </Button>
    </form>
  );
}

/** A role change of the signed-in member changes what this page may show: the page loads again. */
function MemberRoleCell({ member, own }: { member: Member; own: boolean }) {
  const change = useChangeRole(member.memberId);
  const onChange = (role: MemberRole) =>
    change.mutate(role, {
      onSuccess: () => (own ? window.location.reload() : toast.success(`${member.address} is now ${role}`)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <RoleSelect
      label={`Role of ${member.address}`}
      value={member.role}
      disabled={change.isPending}
      onChange={onChange}
    />
  );
}

function RemoveMemberButton({ member, own }: { member: Member; own: boolean }) {
  const remove = useRemoveMember(member.memberId);
  const [open, setOpen] = useState(false);
  const invitation = member.status !== "active";
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => (own ? window.location.assign("/login") : setOpen(false)),
      onError: (error) => {
        setOpen(false);
        toast.error(errorMessage(error));
      },
    });
  return (
    <div className="flex justify-end">
      <Button size="sm" variant="danger" onClick={() => setOpen(true)} aria-label={`Remove ${member.address}`}>
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={invitation ? "Revoke this invitation?" : "Remove this member?"}
        description={
          invitation
            ? `${member.address} can no longer join this account with this invitation.`
            : `${member.address} can no longer sign in, and its open sessions end now.`
        }
        confirmLabel={invitation ? "Revoke invitation" : "Remove member"}
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

/** The members page (admin): who may sign in to this account with a wallet, and with which role. */
export function MembersFeature() {
  const members = useMembers();
  const { actor } = useSession();
  const ownMemberId = actor.type === "member" ? actor.id : undefined;
  const controls = useCallback<RowControls>(
    (member) => ({
      role: <MemberRoleCell member={member} own={member.memberId === ownMemberId} />,
      actions: <RemoveMemberButton member={member} own={member.memberId === ownMemberId} />,
    }),
    [ownMemberId],
  );
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Members"
        description="People who sign in with their wallet. An added wallet is invited, and joins when it signs in (within seven days). Viewer reads, developer also writes, admin also manages keys and members."
      />
      <Card>
        <CardHeader>
          <CardTitle>Invite a member</CardTitle>
        </CardHeader>
        <CardBody>
          <AddMemberForm />
        </CardBody>
      </Card>
      <QueryView query={members} what="members">
        {(data) => (
          <div className="space-y-3">
            <MemberTable members={data.pages.flatMap((p) => p.members)} controls={controls} ownMemberId={ownMemberId} />
            {members.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => void members.fetchNextPage()}
                disabled={members.isFetchingNextPage}
              >
                Show more
              </Button>
            ) : null}
          </div>
        )}
      </QueryView>
    </main>
  );
}
