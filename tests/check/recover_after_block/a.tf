variable "port" {
} ?
variable "b" {
  default = f(1)
}
