variable "b" {
  default = "%{endif == }"
}
