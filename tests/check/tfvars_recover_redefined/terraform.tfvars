location = "westeurope"
tags     = {}
location = "northeurope" enabled = false
