/** GET User/GetUserDetails/{uuid} for a details screen: the user once loaded, or that the call failed. */
import { useEffect, useState } from 'react';
import { getUserDetails, type UserDetail } from './users-api';

export function useUserDetail(uuid: string) {
  const [detail, setDetail] = useState<UserDetail | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    getUserDetails(uuid)
      .then((found) => current && setDetail(found))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [uuid]);

  return { detail, failed };
}
