variable "l" {
  default = x.*.a.
}
