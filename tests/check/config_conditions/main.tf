resource "thing_a" "self_ref" {
  lifecycle {
    precondition {
      condition     = thing_a.self_ref.id != ""
      error_message = "Cannot look at itself."
    }
    postcondition {
      condition     = self.id != ""
      error_message = "Has ${thing_a.self_ref.id}."
    }
  }
}

data "thing_b" "self_ref" {
  lifecycle {
    postcondition {
      condition     = data.thing_b.self_ref.id != thing_a.self_ref.id
      error_message = "Data."
    }
  }
}

resource "thing_a" "missing" {
  lifecycle {
    precondition {
      error_message = "No condition."
    }
    postcondition {
      condition = self.id != ""
    }
    precondition {
      condition     = 1 == 1
      error_message = "Constant."
      bogus         = true
    }
  }
}
