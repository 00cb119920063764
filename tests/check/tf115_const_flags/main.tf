variable "token" {
  type      = string
  const     = true
  sensitive = true
  default   = "x"
}

variable "session" {
  type      = string
  const     = true
  ephemeral = true
  default   = "y"
}

variable "fine" {
  type    = string
  const   = false
  default = "z"
}
