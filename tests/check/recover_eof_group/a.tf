variable "a" {
  default = { "a b" ? : }
}
variable "b" {
  default = f(1,