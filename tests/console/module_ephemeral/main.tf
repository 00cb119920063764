variable "token" {
  type      = string
  ephemeral = true
  default   = "t0ken"
}
variable "conf" {
  type      = object({port = number})
  ephemeral = true
  default   = {port = 80}
}
variable "plain" {
  default = "hi"
}
