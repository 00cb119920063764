locals {
  fine = 1
  inner {
    x = 1
  }
}

output "checked" {
  value = local.fine
  precondition {
    error_message = "No condition."
  }
  precondition {
    condition     = 2 > 1
    error_message = "Constant."
  }
}
