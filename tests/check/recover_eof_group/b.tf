variable "c" {
  default = { "a b" ? : }
}
variable "d" {
  default = (
