variable "v8" {
  default = f((1]))
}
