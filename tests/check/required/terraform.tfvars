not_null  = null
defaulted = null
