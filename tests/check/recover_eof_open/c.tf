variable "c" {
  type = any
  default = {
}
variable "d" {
  type = any
  default = 0
}
