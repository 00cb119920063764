variable "port" {
  type    = any
  default = 1
}
variable "cfg" {
  type    = map(string)
  default = {}
}
