variable "cfg" {
  type    = list(string)
  default = ! ( && 1 < 2
}
variable "port" {
  type    = number
  default = 1
}
