data "thing_b" "one" {
  lifecycle {
    create_before_destroy = true
    prevent_destroy       = false
  }
}

ephemeral "thing_c" "two" {
  lifecycle {
    ignore_changes       = all
    replace_triggered_by = []
  }
}

resource "thing_a" "three" {
  lifecycle {
    create_before_destrooy = true
    prevent_destroy        = "maybe"
    ignore_change          = []
    precondition           = {}
    postconditions {}
  }
}
