variable "mode" {
  type    = string
  default = "slow"
}
variable "level" {
  type = number
}
