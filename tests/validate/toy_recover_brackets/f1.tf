variable "v1" {
  default = x[f(]
}
variable "v1b" {
  default = [f()]]
}
