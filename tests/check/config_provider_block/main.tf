provider "Upper" {}

provider "under_score" {}

provider "two--dashes" {}

provider "-lead" {}

provider "fine" {
  alias    = "second"
  version  = "~> 1.0"
  region   = "north"
  count    = 2
  source   = "example/fine"
  for_each = {}
  lifecycle {}
  locals {}
  _ {}
  _ {}
}
