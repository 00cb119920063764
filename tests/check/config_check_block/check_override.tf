check "nested" {
  assert {
    condition     = var.limit < 5
    error_message = "Smaller."
  }
}
