variable "location" {
  type    = string
  default = "x"
}
variable "enabled" {
  type    = bool
  default = true
}
variable "tags" {
  type    = map(string)
  default = {}
}
