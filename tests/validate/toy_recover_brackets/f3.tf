variable "v3" {
  default = [f(1]
}
variable "v3b" {
  default = [1]]
}
