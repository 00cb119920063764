action "thing act" "9th" {}

action "thing_act" "both" {
  count    = 1
  for_each = {}
  config {}
  config {}
}

action "thing_act" "provided" {
  provider = Alpha
  extra    = 1
  block {}
}

resource "thing_a" "waits" {
  depends_on = [action.thing_act.both]
}
