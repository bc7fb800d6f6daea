// The flag and switch operations (server/modules/feature-flags/feature-flag-admin.graphql: FeatureFlagList,
// setFeatureFlagDefault, setFeatureFlagOverride, removeFeatureFlagOverride, SettingList,
// updateSetting), and the user search of a user-scoped override (UserList, permission security).
import { graphql } from '../../gql';

export const FeatureFlagAdminFieldsFragmentDoc = graphql(`
  fragment FeatureFlagAdminFields on FeatureFlag {
    key
    description
    defaultValue
    overrides {
      scope
      scopeValue
      scopeLabel
      value
    }
  }
`);

export const FeatureFlagListDocument = graphql(`
  query FeatureFlagList {
    FeatureFlagList {
      ...FeatureFlagAdminFields
    }
  }
`);

export const SetFeatureFlagDefaultDocument = graphql(`
  mutation SetFeatureFlagDefault($key: String!, $value: Boolean!) {
    setFeatureFlagDefault(key: $key, value: $value) {
      ...FeatureFlagAdminFields
    }
  }
`);

export const SetFeatureFlagOverrideDocument = graphql(`
  mutation SetFeatureFlagOverride($key: String!, $scope: String!, $scopeValue: String!, $value: Boolean!) {
    setFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue, value: $value) {
      ...FeatureFlagAdminFields
    }
  }
`);

export const RemoveFeatureFlagOverrideDocument = graphql(`
  mutation RemoveFeatureFlagOverride($key: String!, $scope: String!, $scopeValue: String!) {
    removeFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue) {
      ...FeatureFlagAdminFields
    }
  }
`);

export const AdminSettingFieldsFragmentDoc = graphql(`
  fragment AdminSettingFields on AdminSetting {
    key
    kind
    value
    label
    description
    unit
    min
    max
  }
`);

export const AdminSettingListDocument = graphql(`
  query AdminSettingList {
    SettingList {
      ...AdminSettingFields
    }
  }
`);

export const UpdateSettingDocument = graphql(`
  mutation UpdateSetting($key: String!, $value: String!) {
    updateSetting(key: $key, value: $value) {
      ...AdminSettingFields
    }
  }
`);

export const FlagUserChoicesDocument = graphql(`
  query FlagUserChoices($term: String, $first: Int) {
    UserList(term: $term, active: true, first: $first) {
      edges {
        node {
          id
          givenName
          familyName
          email
        }
      }
    }
  }
`);
