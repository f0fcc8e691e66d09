import { Box } from '@mui/material';
import { Datagrid, FunctionField } from 'react-admin';
import { Author, BusinessLinks } from '../reviews/review-parts';
import { ClaimActions } from './claim-actions';
import { ClaimEmpty } from './claim-empty';
import { ClaimEvidence, ClaimStatus } from './claim-parts';
import type { AdminClaim } from '@directory/shared';

/** The claims as a table from 600 px: the evidence takes the room, the other columns stay narrow. */
export function ClaimGrid() {
  return (
    <Datagrid
      rowClick={false}
      bulkActionButtons={false}
      empty={<ClaimEmpty />}
      sx={{ '& .RaDatagrid-table': { tableLayout: 'auto' }, '& td': { py: 1, verticalAlign: 'top' } }}
    >
      <FunctionField<AdminClaim>
        source="business"
        label="resources.claims.fields.business"
        sortable={false}
        render={(claim) => (
          <Box sx={{ minWidth: 120, maxWidth: 220 }}>
            <BusinessLinks business={claim.business} />
          </Box>
        )}
      />
      <FunctionField<AdminClaim>
        source="account"
        label="resources.claims.fields.account"
        sortable={false}
        render={(claim) => (
          <Box sx={{ minWidth: 110, maxWidth: 200 }}>
            <Author account={claim.account} />
          </Box>
        )}
      />
      <FunctionField<AdminClaim>
        source="evidence"
        label="resources.claims.fields.evidence"
        sortable={false}
        render={(claim) => (
          <Box sx={{ minWidth: 220 }}>
            <ClaimEvidence claim={claim} />
          </Box>
        )}
      />
      <FunctionField<AdminClaim>
        source="state"
        label="resources.claims.fields.state"
        sortable={false}
        render={(claim) => (
          <Box sx={{ minWidth: 120, maxWidth: 220 }}>
            <ClaimStatus claim={claim} />
          </Box>
        )}
      />
      <FunctionField<AdminClaim>
        label="resources.claims.fields.actions"
        render={(claim) => <ClaimActions claim={claim} direction="column" />}
      />
    </Datagrid>
  );
}
