variable "port" {
}
variable "cfg" {
  type = any
}
