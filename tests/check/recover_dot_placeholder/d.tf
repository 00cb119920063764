variable "m" {
  default = x[*].a.
}
