output "checked" {
  precondition {
    condition     = local.fine > 0
    error_message = "Positive."
  }
}
