variable "limit" {
  default = 3
}

check "no_asserts" {
}

check "bad-name!" {
  assert {
    condition     = var.limit > 1
    error_message = "Too small."
  }
}

check "constant" {
  assert {
    condition     = true
    error_message = "Never fails."
  }
  assert {
    error_message = "No condition."
  }
}

check "nested" {
  data "thing_b" "lookup" {
    count    = 1
    for_each = {}
    lifecycle {}
  }
  data "thing_b" "again" {}
  assert {
    condition     = var.limit < 10
    error_message = "Too big."
  }
  extra = 1
  other {}
}
