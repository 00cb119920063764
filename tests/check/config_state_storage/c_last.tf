terraform {
  required_version = ">= 1.0"
  bogus_setting    = true
  state_store "fs" {
  }
  backends {}
}
